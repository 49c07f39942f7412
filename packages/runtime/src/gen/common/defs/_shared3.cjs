"use strict"; // Generated (tools/codegen)
const {pushError,typeError} = require("./_shared1.cjs");
function validate39(data,{instancePath=""}={}){let vErrors=null;let errors=0;if(!((typeof data=="number")&&(!(data%1)&&!isNaN(data)))){vErrors=pushError(vErrors,typeError(instancePath,"#/type","integer"));errors++;}if(typeof data=="number"){if(data<0||isNaN(data)){vErrors=pushError(vErrors,{instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison:">=",limit:0},message:"must be >= 0"});errors++;}}validate39.errors=vErrors;return errors===0;}
module.exports = {validate39};
