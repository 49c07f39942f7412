"use strict"; // Generated (tools/codegen)
const {validate30,concatErrors,pushError,typeError} = require("./_shared1.cjs");
const {validate107} = require("./_shared8.cjs");
function validate105(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate30(data,{instancePath}))){vErrors=concatErrors(vErrors,validate30.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){let data0=data.data;if(Array.isArray(data0)){const len0=data0.length;for(let i0=0;i0<len0;i0++){if(!(validate107(data0[i0],{instancePath:instancePath+"/data/"+i0}))){vErrors=concatErrors(vErrors,validate107.errors);errors=vErrors.length;}}}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate105.errors=vErrors;return errors===0;}
module.exports = {validate105};
