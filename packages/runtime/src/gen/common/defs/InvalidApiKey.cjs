"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,typeError} = require("./_shared1.cjs");
function validate44(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.code===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","code"));errors++;}if(data.code!==undefined){if("INVALID_API_KEY"!==data.code){vErrors=pushError(vErrors,{instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue:"INVALID_API_KEY"},message:"must be equal to constant"});errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate44.errors=vErrors;return errors===0;}
exports.InvalidApiKey = validate44;
