"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,pattern4,patternError,typeError} = require("./_shared1.cjs");
const {validate31} = require("./_shared3.cjs");
function validate30(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.txid===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","txid"));errors++;}for(const key0 in data){if(!(key0==="txid")){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.txid!==undefined){let data0=data.txid;if(typeof data0==="string"){if(!pattern4.test(data0)){vErrors=pushError(vErrors,patternError(instancePath+"/txid","#/pattern","^0x[0-9a-fA-F]{64}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath+"/txid","#/type","string"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate30.errors=vErrors;return errors===0;}
exports.params = validate30;
exports.result = validate31;
