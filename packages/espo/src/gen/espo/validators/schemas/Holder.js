// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { fail, isObject, requiredFail, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

const values0 = ["address","alkane"];

export function Holder(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		if (data.address === undefined) requiredFail(errors, path, "#", "address");
		if (data.amount === undefined) requiredFail(errors, path, "#", "amount");
		if (data.address !== undefined) {
			const data0 = data.address;
			if (typeof data0 != "string") typeFail(errors, path + "/address", "#/properties/address", "string");
		}
		if (data.amount !== undefined) checkDecimalString(errors, data.amount, path, "#/properties/amount", "amount");
		if (data.type !== undefined) {
			const data1 = data.type;
			if (typeof data1 != "string") typeFail(errors, path + "/type", "#/properties/type", "string");
			if (!values0.includes(data1)) fail(errors, path + "/type", "#/properties/type/enum", "enum", { allowedValues: values0 }, "must be equal to one of the allowed values");
		}
		if (data.alkane !== undefined) checkAlkaneIdText(errors, data.alkane, path, "#/properties/alkane", "alkane");
	} else typeFail(errors, path, "#", "object");
	Holder.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
