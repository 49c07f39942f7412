"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,typeError} = require("./_shared1.cjs");
const {concatErrors} = require("./_shared2.cjs");
const {validate53} = require("./_shared3.cjs");
function validate55(data,{instancePath="",parentData,parentDataProperty,rootData=data}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.block===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","block"));errors++;}if(data.tx===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","tx"));errors++;}if(data.block!==undefined){if(!(validate53(data.block,{instancePath:instancePath+"/block",parentData:data,parentDataProperty:"block",rootData}))){vErrors=concatErrors(vErrors,validate53.errors);errors=vErrors.length;}}if(data.tx!==undefined){if(!(validate53(data.tx,{instancePath:instancePath+"/tx",parentData:data,parentDataProperty:"tx",rootData}))){vErrors=concatErrors(vErrors,validate53.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate55.errors=vErrors;return errors===0;}
exports.IdObject = validate55;
