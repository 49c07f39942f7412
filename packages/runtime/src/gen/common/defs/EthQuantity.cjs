"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern13 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
function validate65(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern13.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"},message:"must match pattern \""+"^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate65.errors=vErrors;return errors===0;}
exports.EthQuantity = validate65;
