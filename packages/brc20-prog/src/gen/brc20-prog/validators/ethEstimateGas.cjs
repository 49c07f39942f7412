"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate41} = require("./_shared6.cjs");
const {shared0} = require("./_shared8.cjs");
function validate43(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:1},message:"must NOT have more than 1 items"});errors++;}if(data.length<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:1},message:"must NOT have fewer than 1 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate41(data[0],{instancePath:instancePath+"/0"}))){vErrors=concatErrors(vErrors,validate41.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate43.errors=vErrors;return errors===0;}
exports.params = validate43;
exports.result = shared0;
