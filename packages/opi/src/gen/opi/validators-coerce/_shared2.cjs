"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate53(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data!=="string"){let dataType0=typeof data;let coerced0=undefined;if(!(coerced0!==undefined)){if(dataType0=="number"||dataType0=="boolean"){coerced0=""+data;}else if(data===null){coerced0="";}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}}if(coerced0!==undefined){data=coerced0;if(parentData!==undefined){parentData[parentDataProperty]=coerced0;}}}if(typeof data==="string"){if(func1(data)<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit:1},message:"must NOT have fewer than 1 characters"});errors++;}}validate53.errors=vErrors;return errors===0;}
module.exports = {validate53};
