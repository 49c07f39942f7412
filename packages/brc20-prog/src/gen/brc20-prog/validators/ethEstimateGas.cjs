"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate27} = require("./_shared3.cjs");
const {validate43} = require("./_shared7.cjs");
const {shared0} = require("./_shared9.cjs");
function validate47(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>2){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:2},message:"must NOT have more than 2 items"});errors++;}if(data.length<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:1},message:"must NOT have fewer than 1 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate43(data[0],{instancePath:instancePath+"/0"}))){vErrors=concatErrors(vErrors,validate43.errors);errors=vErrors.length;}}if(len0>1){if(!(validate27(data[1],{instancePath:instancePath+"/1"}))){vErrors=concatErrors(vErrors,validate27.errors);errors=vErrors.length;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate47.errors=vErrors;return errors===0;}
exports.params = validate47;
exports.result = shared0;
