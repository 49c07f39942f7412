"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const {validate36} = require("./_shared5.cjs");
const {pattern58} = require("./_shared8.cjs");
function validate62(data,{instancePath=""}={}){let vErrors=null;let errors=0;const _errs0=errors;let valid0=false;let passing0=null;const _errs1=errors;if(typeof data==="string"){if(!pattern58.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/oneOf/0/pattern","^[0-9a-f]{64}i(0|[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/oneOf/0/type","string"));errors++;}var _valid0=_errs1===errors;if(_valid0){valid0=true;passing0=0;}const _errs3=errors;if(data!==null){vErrors=pushError(vErrors,typeError(instancePath,"#/oneOf/1/type","null"));errors++;}var _valid0=_errs3===errors;if(_valid0&&valid0){valid0=false;passing0=[passing0,1];}else{if(_valid0){valid0=true;passing0=1;}}if(!valid0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas:passing0},message:"must match exactly one schema in oneOf"});errors++;}else{errors=_errs0;if(vErrors!==null){if(_errs0){vErrors.length=_errs0;}else{vErrors=null;}}}validate62.errors=vErrors;return errors===0;}
exports.params = validate36;
exports.result = validate62;
