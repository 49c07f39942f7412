"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,concatErrors,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate444} = require("./_shared21.cjs");
const {validate143} = require("./_shared6.cjs");
function validate449(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.account===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","account"));errors++;}for(const key0 in data){if(!(key0==="account")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.account!==undefined){if(!(validate444(data.account,{instancePath:instancePath+"/account",parentData:data,parentDataProperty:"account",rootData}))){vErrors=concatErrors(vErrors,validate444.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate449.errors=vErrors;return errors===0;}
exports.input = validate449;
exports.response__200 = validate143;
exports.response__401 = shared0;
exports.response__default = shared1;
