"use strict"; // Generated (tools/codegen)
const {validate29,concatErrors,pushError,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate62} = require("./_shared4.cjs");
function validate66(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate29(data,{instancePath}))){vErrors=concatErrors(vErrors,validate29.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.error!==undefined){if(data.error!==null){vErrors=pushError(vErrors,typeError(instancePath+"/error","#/allOf/1/properties/error/type","null"));errors++;}}if(data.result!==undefined){let data1=data.result;if(Array.isArray(data1)){const len0=data1.length;for(let i0=0;i0<len0;i0++){if(!(validate62(data1[i0],{instancePath:instancePath+"/result/"+i0}))){vErrors=concatErrors(vErrors,validate62.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate66.errors=vErrors;return errors===0;}
exports.response__200 = validate66;
exports.response__401 = shared0;
exports.response__default = shared1;
