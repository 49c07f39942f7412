"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const pattern4 = new RegExp("^[A-Z]{3}$", "u");
function validate28(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data==="string"){if(!pattern4.test(data)){vErrors=pushError(vErrors,patternError(instancePath,"#/pattern","^[A-Z]{3}$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","string"));errors++;}validate28.errors=vErrors;return errors===0;}
const formats0 = require("ajv-formats/dist/formats").fullFormats["date-time"];
module.exports = {pushError,concatErrors,patternError,typeError,requiredError,pattern4,validate28,formats0};
