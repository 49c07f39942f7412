"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate61(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data!=="boolean"){vErrors=pushError(vErrors,typeError(instancePath,"#/type","boolean"));errors++;}validate61.errors=vErrors;return errors===0;}
module.exports = {validate61};
