"use strict"; // Generated (tools/codegen)
const {validate60,concatErrors,pushError,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate110} = require("./_shared5.cjs");
function validate115(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!(validate60(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate60.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.error!==undefined){if(data.error!==null){vErrors=pushError(vErrors,typeError(instancePath+"/error","#/allOf/1/properties/error/type","null"));errors++;}}if(data.result!==undefined){let data1=data.result;if(Array.isArray(data1)){const len0=data1.length;for(let i0=0;i0<len0;i0++){if(!(validate110(data1[i0],{instancePath:instancePath+"/result/"+i0,parentData:data1,parentDataProperty:i0,rootData}))){vErrors=concatErrors(vErrors,validate110.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate115.errors=vErrors;return errors===0;}
exports.response__200 = validate115;
exports.response__401 = shared0;
exports.response__default = shared1;
