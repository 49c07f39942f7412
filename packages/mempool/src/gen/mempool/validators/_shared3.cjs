"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate58(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data!=="string"){vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate58.errors=vErrors;return errors===0;}
module.exports = {validate58};
