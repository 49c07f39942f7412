"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate271(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(data&&typeof data=="object"&&!Array.isArray(data)){for(const key0 in data){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty:key0},message:"must NOT have additional properties"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","object"));errors++;}validate271.errors=vErrors;return errors===0;}
module.exports = {validate271};
