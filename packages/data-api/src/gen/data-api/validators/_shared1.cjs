"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
function validate53(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!((typeof data=="number")&&(!(data%1)&&!isNaN(data)))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","integer"));errors++;}if(typeof data=="number"){if(data<0||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison:">=",limit:0},message:"must be >= 0"});errors++;}}validate53.errors=vErrors;return errors===0;}
const validate57 = require("@gw/runtime/common-validators/RestSuccessEnvelope").RestSuccessEnvelope;
const validate61 = require("@gw/runtime/common-validators/IdObject").IdObject;
const validate62 = require("@gw/runtime/common-validators/UintString").UintString;
const validate78 = require("@gw/runtime/common-validators/BitcoinAddress").BitcoinAddress;
const validate130 = require("@gw/runtime/common-validators/Txid").Txid;
const shared0 = require("@gw/runtime/common-validators/InvalidApiKey").InvalidApiKey;
const shared1 = require("@gw/runtime/common-validators/RestFailureEnvelope").RestFailureEnvelope;
module.exports = {pushError,concatErrors,typeError,requiredError,validate53,validate57,validate61,validate62,validate78,validate130,shared0,shared1};
