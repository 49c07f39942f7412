"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,concatErrors,typeError,validate57,shared0,shared1} = require("./_shared1.cjs");
const {validate394} = require("./_shared18.cjs");
const {validate398} = require("./_shared19.cjs");
function validate397(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.bitcoin===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","bitcoin"));errors++;}if(data.bitcoin!==undefined){if(!(validate398(data.bitcoin,{instancePath:instancePath+"/bitcoin",parentData:data,parentDataProperty:"bitcoin",rootData}))){vErrors=concatErrors(vErrors,validate398.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate397.errors=vErrors;return errors===0;}
function validate395(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(!(validate57(data,{instancePath,parentData,parentDataProperty,rootData}))){vErrors=concatErrors(vErrors,validate57.errors);errors=vErrors.length;}if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.data!==undefined){if(!(validate397(data.data,{instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData}))){vErrors=concatErrors(vErrors,validate397.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/allOf/1/type","object"));errors++;}validate395.errors=vErrors;return errors===0;}
exports.input = validate394;
exports.response__200 = validate395;
exports.response__401 = shared0;
exports.response__default = shared1;
