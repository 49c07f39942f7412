"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
module.exports = {pushError,patternError,typeError,requiredError};
