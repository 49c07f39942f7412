"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const {validate25} = require("./_shared2.cjs");
function validate54(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.pending!==undefined){let data0=data.pending;if(!(data0&&typeof data0=="object"&&!Array.isArray(data0))){vErrors=pushError(vErrors,typeError(instancePath+"/pending","#/properties/pending/type","object"));errors++;}}if(data.queued!==undefined){let data1=data.queued;if(!(data1&&typeof data1=="object"&&!Array.isArray(data1))){vErrors=pushError(vErrors,typeError(instancePath+"/queued","#/properties/queued/type","object"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate54.errors=vErrors;return errors===0;}
exports.params = validate25;
exports.result = validate54;
