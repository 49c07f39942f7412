"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function concatErrors(errors,more){return errors===null?more:errors.concat(more);}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
function requiredError(instancePath,schemaPath,missingProperty){return{instancePath,schemaPath,keyword:"required",params:{missingProperty},message:"must have required property '"+missingProperty+"'"};}
const validate54 = require("@gw/runtime/common-validators/EthQuantity").EthQuantity;
const validate62 = require("@gw/runtime/common-validators/EthHash").EthHash;
const validate68 = require("@gw/runtime/common-validators/EthAddress").EthAddress;
const validate73 = require("@gw/runtime/common-validators/Hex0x").Hex0x;
module.exports = {pushError,concatErrors,typeError,requiredError,validate54,validate62,validate68,validate73};
