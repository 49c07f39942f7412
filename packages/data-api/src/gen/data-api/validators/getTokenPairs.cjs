"use strict"; // Generated (tools/codegen)
const {pushError,requiredError,validate34,concatErrors,typeError,shared0,shared1} = require("./_shared1.cjs");
const {validate105} = require("./_shared9.cjs");
function validate114(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){if(data.factoryId===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","factoryId"));errors++;}if(data.alkaneId===undefined){vErrors=pushError(vErrors,requiredError(instancePath,"#/required","alkaneId"));errors++;}for(const key0 in data){if(!((key0==="factoryId")||(key0==="alkaneId"))){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}if(data.factoryId!==undefined){if(!(validate34(data.factoryId,{instancePath:instancePath+"/factoryId"}))){vErrors=concatErrors(vErrors,validate34.errors);errors=vErrors.length;}}if(data.alkaneId!==undefined){if(!(validate34(data.alkaneId,{instancePath:instancePath+"/alkaneId"}))){vErrors=concatErrors(vErrors,validate34.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate114.errors=vErrors;return errors===0;}
exports.input = validate114;
exports.response__200 = validate105;
exports.response__401 = shared0;
exports.response__default = shared1;
