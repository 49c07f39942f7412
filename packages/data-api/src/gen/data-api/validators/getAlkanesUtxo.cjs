"use strict"; // Generated (tools/codegen)
const {validate30,concatErrors,pushError,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate39} = require("./_shared3.cjs");
const {validate67} = require("./_shared5.cjs");
function validate65(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate30(data,{instancePath}))){vErrors=concatErrors(vErrors,validate30.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){let data0=data.data;if(Array.isArray(data0)){const len0=data0.length;for(let i0=0;i0<len0;i0++){if(!(validate67(data0[i0],{instancePath:instancePath+"/data/"+i0}))){vErrors=concatErrors(vErrors,validate67.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate65.errors=vErrors;return errors===0;}
exports.input = validate39;
exports.response__200 = validate65;
exports.response__401 = shared0;
exports.response__default = shared1;
