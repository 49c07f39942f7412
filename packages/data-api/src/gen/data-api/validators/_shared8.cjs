"use strict"; // Generated (tools/codegen)
const {validate57,concatErrors,pushError,typeError} = require("./_shared1.cjs");
const {validate174} = require("./_shared7.cjs");
function validate172(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!(validate57(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate57.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){let data0=data.data;if(Array.isArray(data0)){const len0=data0.length;for(let i0=0;i0<len0;i0++){if(!(validate174(data0[i0],{instancePath:instancePath+"/data/"+i0,parentData:data0,parentDataProperty:i0,rootData}))){vErrors=concatErrors(vErrors,validate174.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate172.errors=vErrors;return errors===0;}
module.exports = {validate172};
