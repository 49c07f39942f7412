"use strict"; // Generated (tools/codegen)
const {pushError,patternError,typeError} = require("./_shared1.cjs");
const {validate37} = require("./_shared6.cjs");
const {pattern58} = require("./_shared8.cjs");
function validate59(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length>1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maxItems",keyword:"maxItems",params:{limit:1},message:"must NOT have more than 1 items"});errors++;}if(data.length<1){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:1},message:"must NOT have fewer than 1 items"});errors++;}const len0=data.length;if(len0>0){let data0=data[0];if(typeof data0==="string"){if(!pattern58.test(data0)){vErrors=pushError(vErrors,patternError(instancePath+"/0","#/pattern","^[0-9a-f]{64}i(0|[1-9][0-9]*)$"));errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath+"/0","#/type","string"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate59.errors=vErrors;return errors===0;}
exports.params = validate59;
exports.result = validate37;
