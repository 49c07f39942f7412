"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const func1 = require("ajv/dist/runtime/ucs2length").default;
function validate126(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(func1(data)<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit:1},message:"must NOT have fewer than 1 characters"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate126.errors=vErrors;return errors===0;}
const schema56 = {"type":"string","enum":["base","quote"]};
function validate130(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data!=="string"){vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}if(!((data==="base")||(data==="quote"))){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues:schema56.enum},message:"must be equal to one of the allowed values"});errors++;}validate130.errors=vErrors;return errors===0;}
module.exports = {validate126,validate130};
