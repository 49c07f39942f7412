"use strict"; // Generated (tools/codegen)
const {pushError,typeError,patternError,shared0,shared1} = require("./_shared1.cjs");
const {pattern4} = require("./_shared2.cjs");
function validate25(data,{instancePath=""}={}){let vErrors=null;let errors=0;const _errs0=errors;let valid0=false;const _errs1=errors;if(!((typeof data=="number")&&(!(data%1)&&!isNaN(data)))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","integer"));errors++;}var _valid0=_errs1===errors;valid0=valid0||_valid0;if(!valid0){const _errs4=errors;if(typeof data==="string"){if(!pattern4.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^(0|-?[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}var _valid0=_errs4===errors;valid0=valid0||_valid0;}if(!valid0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"});errors++;}else{errors=_errs0;if(vErrors!==null){if(_errs0){vErrors.length=_errs0;}else{vErrors=null;}}}validate25.errors=vErrors;return errors===0;}
exports.response__200 = validate25;
exports.response__401 = shared0;
exports.response__default = shared1;
