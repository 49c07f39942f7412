"use strict"; // Generated (tools/codegen)
const {pushError,concatErrors,typeError} = require("./_shared1.cjs");
const {validate41} = require("./_shared6.cjs");
function validate40(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>2){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:2},message:"must NOT have more than 2 items"});errors++;}if(data.length<2){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:2},message:"must NOT have fewer than 2 items"});errors++;}const len0=data.length;if(len0>0){if(!(validate41(data[0],{instancePath:instancePath+"/0"}))){vErrors=concatErrors(vErrors,validate41.errors);errors=vErrors.length;}}if(len0>1){if("latest"!==data[1]){vErrors=pushError(vErrors,{instancePath:instancePath+"/1",schemaPath:"#/const",keyword:"const",params:{allowedValue:"latest"},message:"must be equal to constant"});errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate40.errors=vErrors;return errors===0;}
const shared1 = require("@gw/runtime/common-validators/Hex0x").Hex0x;
exports.params = validate40;
exports.result = shared1;
