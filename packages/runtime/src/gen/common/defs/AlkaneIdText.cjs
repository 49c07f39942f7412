"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const pattern6 = new RegExp("^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$", "u");
function validate58(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern6.test(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern:"^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$"},message:"must match pattern \""+"^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$"+"\""});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate58.errors=vErrors;return errors===0;}
exports.AlkaneIdText = validate58;
