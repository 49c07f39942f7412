"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function patternError(instancePath,schemaPath,pattern){return{instancePath,schemaPath,keyword:"pattern",params:{pattern},message:"must match pattern \""+pattern+"\""};}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const schema34 = {"type":"string","enum":["earliest","finalized","safe","latest","pending"],"$id":"https://gw.invalid/specs/brc20-prog/schemas/BlockTag.json"};
const pattern4 = new RegExp("^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$", "u");
const pattern6 = new RegExp("^0x[0-9a-fA-F]{64}$", "u");
const pattern11 = new RegExp("^0x[0-9a-fA-F]{40}$", "u");
const pattern15 = new RegExp("^0x[0-9a-fA-F]*$", "u");
module.exports = {pushError,concatErrors,patternError,typeError,requiredError,schema34,pattern4,pattern6,pattern11,pattern15};
