"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern10 = new RegExp("^0x[0-9a-fA-F]*$", "u");
function validate62(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern10.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^0x[0-9a-fA-F]*$"},message:"must match pattern \""+"^0x[0-9a-fA-F]*$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate62.errors=vErrors;return errors===0;}
exports.Hex0x = validate62;
