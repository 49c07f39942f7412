"use strict"; // Generated (tools/codegen)
function pushError(errors,error){if(errors===null)return[error];errors.push(error);return errors;}
function typeError(instancePath,schemaPath,type){return{instancePath,schemaPath,keyword:"type",params:{type},message:"must be "+type};}
const shared0 = require("@gw/runtime/common-validators/InvalidApiKey").InvalidApiKey;
module.exports = {pushError,typeError,shared0};
