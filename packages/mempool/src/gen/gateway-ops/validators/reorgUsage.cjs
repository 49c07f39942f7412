"use strict"; // Generated (tools/codegen)
const {pushError,typeError,shared0} = require("./_shared1.cjs");
function validate56(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(typeof data!=="string"){vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate56.errors=vErrors;return errors===0;}
exports.response__200 = validate56;
exports.response__401 = shared0;
