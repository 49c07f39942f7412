"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate46(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(data&&typeof data=="object"&&!Array.isArray(data))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate46.errors=vErrors;return errors===0;}
exports.AdminRequired = validate46;
