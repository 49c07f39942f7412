"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const validate29 = require("@gw/runtime/common-validators/OpiEnvelope").OpiEnvelope;
const pattern8 = new RegExp("^(0|[1-9][0-9]*)(\\.[0-9]+)?$", "u");
const shared0 = require("@gw/runtime/common-validators/InvalidApiKey").InvalidApiKey;
const shared1 = require("@gw/runtime/common-validators/OpiError").OpiError;
module.exports = {pushError,concatErrors,patternError,typeError,requiredError,validate29,pattern8,shared0,shared1};
