"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,typeError} = require("./_shared1.cjs");
function validate45(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.code===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","code"));errors++;}if(data.code!==undefined){if("AUTH_UNAVAILABLE"!==data.code){vErrors=pushError(vErrors,{instancePath:instancePath+"/code",schemaPath:"#/properties/code/const",keyword:"const",params:{allowedValue:"AUTH_UNAVAILABLE"},message:"must be equal to constant"});errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate45.errors=vErrors;return errors===0;}
exports.AuthUnavailable = validate45;
