"use strict"; // Generated (tools/codegen)
const {validate57,concatErrors,pushError,typeError} = require("./_shared1.cjs");
function validate143(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!(validate57(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate57.errors);errors=vErrors.length;}if(!(data&&typeof data=="object"&&!Array.isArray(data))){vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate143.errors=vErrors;return errors===0;}
module.exports = {validate143};
