"use strict"; // Generated (tools/codegen)
const {pushError,typeError,concatErrors,shared0,shared1} = require("./_shared1.cjs");
const {validate56} = require("./_shared2.cjs");
function validate54(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!((typeof data=="number")&&(!(data%1)&&!isNaN(data)))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","integer"));errors++;}validate54.errors=vErrors;return errors===0;}
function validate52(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;const _errs0=errors;let valid0=false;const _errs1=errors;if(!(validate54(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate54.errors);errors=vErrors.length;}var _valid0=_errs1===errors;valid0=valid0||_valid0;if(!valid0){const _errs2=errors;if(!(validate56(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate56.errors);errors=vErrors.length;}var _valid0=_errs2===errors;valid0=valid0||_valid0;}if(!valid0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"});errors++;}else{errors=_errs0;if(vErrors!==null){if(_errs0){vErrors.length=_errs0;}else{vErrors=null;}}}validate52.errors=vErrors;return errors===0;}
exports.response__200 = validate52;
exports.response__401 = shared0;
exports.response__default = shared1;
