"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern5 = new RegExp("^(0|-?[1-9][0-9]*)$", "u");
function validate54(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern5.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^(0|-?[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|-?[1-9][0-9]*)$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate54.errors=vErrors;return errors===0;}
exports.IntString = validate54;
