"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate27(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(typeof data=="number"){if(data>1||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison:"<=",limit:1},message:"must be <= 1"});errors++;}if(data<0||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison:">=",limit:0},message:"must be >= 0"});errors++;}}else{vErrors=pushError(vErrors,typeError(instancePath,"#/type","number"));errors++;}validate27.errors=vErrors;return errors===0;}
module.exports = {validate27};
