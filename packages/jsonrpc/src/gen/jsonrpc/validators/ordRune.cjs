"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
const {func1} = require("./_shared2.cjs");
function validate42(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(Array.isArray(data)){if(data.length<0){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit:0},message:"must NOT have fewer than 0 items"});errors++;}const len0=data.length;if(len0>0){let data0=data[0];if(typeof data0==="string"){if(func1(data0)<1){vErrors=pushError(vErrors,{instancePath:instancePath+"/0",schemaPath:"#/minLength",keyword:"minLength",params:{limit:1},message:"must NOT have fewer than 1 characters"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath+"/0","#/type","string"));errors++;}}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","array"));errors++;}validate42.errors=vErrors;return errors===0;}
function validate43(data,{instancePath=""}={}){validate43.errors=null;return true;}
exports.params = validate42;
exports.result = validate43;
