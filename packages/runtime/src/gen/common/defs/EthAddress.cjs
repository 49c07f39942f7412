"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern11 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
function validate63(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern11.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^0x[0-9a-fA-F]{40}$"},message:"must match pattern \""+"^0x[0-9a-fA-F]{40}$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate63.errors=vErrors;return errors===0;}
exports.EthAddress = validate63;
