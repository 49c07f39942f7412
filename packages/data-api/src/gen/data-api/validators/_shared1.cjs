"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
function validate26(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!((typeof data=="number")&&(!(data%1)&&!isNaN(data)))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","integer"));errors++;}if(typeof data=="number"){if(data<0||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison:">=",limit:0},message:"must be >= 0"});errors++;}}validate26.errors=vErrors;return errors===0;}
const validate30 = require("@gw/runtime/common-validators/RestSuccessEnvelope").RestSuccessEnvelope;
const validate34 = require("@gw/runtime/common-validators/IdObject").IdObject;
const pattern4 = new RegExp("^(0|[1-9][0-9]*)$", "u");
const func1 = require("ajv/dist/runtime/ucs2length").default;
const pattern35 = new RegExp("^[0-9a-f]{64}$", "u");
const shared0 = require("@gw/runtime/common-validators/InvalidApiKey").InvalidApiKey;
const shared1 = require("@gw/runtime/common-validators/RestFailureEnvelope").RestFailureEnvelope;
module.exports = {pushError,concatErrors,patternError,typeError,requiredError,validate26,validate30,validate34,pattern4,func1,pattern35,shared0,shared1};
