"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,validate59,concatErrors,typeError} = require("./_shared1.cjs");
const {validate63} = require("./_shared3.cjs");
function validate61(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.txid===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","txid"));errors++;}for(const key0 in data){if(!(key0==="txid")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.txid!==undefined){if(!(validate59(data.txid,{instancePath:instancePath+"/txid",parentData:data,parentDataProperty:"txid",rootData}))){vErrors=concatErrors(vErrors,validate59.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate61.errors=vErrors;return errors===0;}
exports.params = validate61;
exports.result = validate63;
