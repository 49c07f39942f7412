"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,concatErrors,typeError,validate30,shared0,shared1} = require("./_shared1.cjs");
const {validate271} = require("./_shared19.cjs");
const {validate275} = require("./_shared20.cjs");
function validate274(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.bitcoin===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","bitcoin"));errors++;}if(data.bitcoin!==undefined){if(!(validate275(data.bitcoin,{instancePath:instancePath+"/bitcoin"}))){vErrors=concatErrors(vErrors,validate275.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate274.errors=vErrors;return errors===0;}
function validate272(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!(validate30(data,{instancePath}))){vErrors=concatErrors(vErrors,validate30.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){if(!(validate274(data.data,{instancePath:instancePath+"/data"}))){vErrors=concatErrors(vErrors,validate274.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate272.errors=vErrors;return errors===0;}
exports.input = validate271;
exports.response__200 = validate272;
exports.response__401 = shared0;
exports.response__default = shared1;
