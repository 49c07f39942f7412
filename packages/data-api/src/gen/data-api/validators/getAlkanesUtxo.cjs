"use strict"; // Generated (tools/codegen)
const {validate57,concatErrors,pushError,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate77} = require("./_shared3.cjs");
const {validate129} = require("./_shared5.cjs");
function validate127(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!(validate57(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate57.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){let data0=data.data;if(Array.isArray(data0)){const len0=data0.length;for(let i0=0;i0<len0;i0++){if(!(validate129(data0[i0],{instancePath:instancePath+"/data/"+i0,parentData:data0,parentDataProperty:i0,rootData}))){vErrors=concatErrors(vErrors,validate129.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate127.errors=vErrors;return errors===0;}
exports.input = validate77;
exports.response__200 = validate127;
exports.response__401 = shared0;
exports.response__default = shared1;
