"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate27} = require("./_shared3.cjs");
const {validate30} = require("./_shared4.cjs");
function validate26(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>2){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:2},message:"must NOT have more than 2 items"});errors++;}if(data.length<2){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:2},message:"must NOT have fewer than 2 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate27(data[0],{instancePath:instancePath+"/0"}))){vErrors=concatErrors(vErrors,validate27.errors);errors=vErrors.length;}}if(len0>1){if(typeof data[1]!=="boolean"){vErrors=pushError(vErrors,typeError(instancePath+"/1","#/type","boolean"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate26.errors=vErrors;return errors===0;}
exports.params = validate26;
exports.result = validate30;
