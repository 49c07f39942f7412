"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate74} = require("./_shared6.cjs");
function validate319(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.account===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","account"));errors++;}for(const key0 in data){if(!(key0==="account")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.account!==undefined){if(typeof data.account!=="string"){vErrors=pushError(vErrors,typeError(instancePath+"/account","#/type","string"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate319.errors=vErrors;return errors===0;}
exports.input = validate319;
exports.response__200 = validate74;
exports.response__401 = shared0;
exports.response__default = shared1;
