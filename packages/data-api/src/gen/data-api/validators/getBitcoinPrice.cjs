"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,concatErrors,typeError,validate30,shared0,shared1} = require("./_shared1.cjs");
const {validate268} = require("./_shared18.cjs");
const {validate272} = require("./_shared19.cjs");
function validate271(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.bitcoin===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","bitcoin"));errors++;}if(data.bitcoin!==undefined){if(!(validate272(data.bitcoin,{instancePath:instancePath+"/bitcoin"}))){vErrors=concatErrors(vErrors,validate272.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate271.errors=vErrors;return errors===0;}
function validate269(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate30(data,{instancePath}))){vErrors=concatErrors(vErrors,validate30.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){if(!(validate271(data.data,{instancePath:instancePath+"/data"}))){vErrors=concatErrors(vErrors,validate271.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate269.errors=vErrors;return errors===0;}
exports.input = validate268;
exports.response__200 = validate269;
exports.response__401 = shared0;
exports.response__default = shared1;
