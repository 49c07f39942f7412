// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit.

import { esc, fail, isObject, typeFail } from "@gw/runtime/validator-support";
import { checkAlkaneIdText } from "@gw/runtime/common-validators/AlkaneIdText";
import { checkDecimalString } from "@gw/runtime/common-validators/DecimalString";

export function AlkaneAmountMap(data, path = "") {
	const errors = [];
	if (isObject(data)) {
		for (const key0 in data) {
			const errs1 = errors.length;
			checkAlkaneIdText(errors, key0, path, "#/propertyNames", undefined, key0);
			if (errors.length !== errs1) fail(errors, path, "#/propertyNames", "propertyNames", { propertyName: key0 }, "property name must be valid");
		}
		for (const key2 in data) checkDecimalString(errors, data[key2], path, "#/additionalProperties", key2);
	} else typeFail(errors, path, "#", "object");
	AlkaneAmountMap.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}
