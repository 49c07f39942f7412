"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern9 = new RegExp("^([0-9a-fA-F]{2})*$", "u");
function validate61(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern9.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^([0-9a-fA-F]{2})*$"},message:"must match pattern \""+"^([0-9a-fA-F]{2})*$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate61.errors=vErrors;return errors===0;}
exports.HexString = validate61;
